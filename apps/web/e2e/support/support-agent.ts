/** The support journey's agent: the server flags this e-mail (SUPPORT_AGENT_EMAILS). */
export const SUPPORT_AGENT_EMAIL = 'support-agent@e2e.spotlane.test';

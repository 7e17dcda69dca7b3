// Every Mantine style, in the `mantine` cascade layer so the app's own CSS wins whatever the
// order the sheets arrive in. The sign-in page loads only the few it needs (main.tsx); the
// signed-in shell and every other page load this module with their chunk (issue 11).
import '@mantine/core/styles.layer.css';
import '@mantine/dates/styles.layer.css';
import '@mantine/notifications/styles.layer.css';

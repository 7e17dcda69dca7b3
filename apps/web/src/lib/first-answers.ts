import { FIRST_ANSWERS_ID, type FirstAnswers } from '@spotlane/shared/domain/first-answers';

const answers: FirstAnswers = {};

/**
 * The answer the page carried for a GET of `path` (decision 089), once: the first request for
 * it takes it, any later one asks the server. Undefined when the page carried none; a block
 * that is not JSON is dropped (the request then simply goes out).
 */
export function takeFirstAnswer(path: string): FirstAnswers[string] | undefined {
  const block = document.getElementById(FIRST_ANSWERS_ID);
  if (block) {
    try {
      Object.assign(answers, JSON.parse(block.textContent ?? ''));
    } catch {
      // Not ours to repair: the request asks the server instead.
    }
    block.remove();
  }
  const answer = answers[path];
  delete answers[path];
  return answer;
}

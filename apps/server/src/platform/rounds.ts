/**
 * Runs `round` one at a time. A nudge while a round runs asks for one more round after it
 * (however many nudges came), so nothing that arrived meanwhile is missed and rounds never
 * overlap. The job runner and the event hub work this way.
 */
export class OneRoundAtATime {
  private current: Promise<void> | null = null;
  private again = false;

  constructor(
    private readonly round: () => Promise<unknown>,
    private readonly onError: (error: unknown) => void,
  ) {}

  nudge(): void {
    if (this.current) {
      this.again = true;
      return;
    }
    this.current = this.round()
      .then(() => undefined)
      .catch(this.onError)
      .finally(() => {
        this.current = null;
        if (this.again) {
          this.again = false;
          this.nudge();
        }
      });
  }

  /** Waits for the round under way, if any (on stop). */
  async settled(): Promise<void> {
    await this.current;
  }

  /** Waits until no round runs, the rounds asked for meanwhile included (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.current) await this.current;
  }
}

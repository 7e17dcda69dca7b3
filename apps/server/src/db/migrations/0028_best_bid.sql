-- The best bid of a card (the lowest pending bid of a load): one index step per card of a page.
CREATE INDEX "bids_best_live_idx" ON "bids" USING btree ("load_id","amount_cents","id") WHERE "bids"."status" = 'pending';

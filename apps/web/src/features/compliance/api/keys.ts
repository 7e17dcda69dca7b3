/** Query keys of carrier trust (PRODUCT.md 15): the shipper's policy and each carrier's record. */
export const complianceKeys = {
  all: ['carrier_compliance'] as const,
  policy: () => ['carrier_policy'] as const,
  carrier: (carrierAccountId: number) => [...complianceKeys.all, carrierAccountId] as const,
};

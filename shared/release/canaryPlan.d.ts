// The types of canaryPlan.js, for the shop server's canary (shell/server/canary/).
export interface CanaryPlan {
  stages: number[];
  minStageSeconds: number;
  holdAfterSeconds: number;
  minBuyers: number;
  minCalls: number;
  minVitals: number;
  alpha: number;
  minRateIncrease: number;
  lcpMarginMs: number;
  inpMarginMs: number;
}
export declare const DEFAULT_PLAN: Readonly<CanaryPlan>;
export declare function canaryPlan(declared: unknown): CanaryPlan;

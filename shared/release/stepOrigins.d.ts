// The types of stepOrigins.js, for the shop server's TypeScript.
export interface StepOrigins {
  allows(step: string, origin: string): boolean;
  of(step: string): string;
}
export declare function parseStepOrigins(value: string | undefined): StepOrigins;
export declare function originRefusal(origins: StepOrigins, step: string, manifestUrl: string): string | undefined;
export declare function originOf(entry: string, variable?: string): string;

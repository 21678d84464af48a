// Webpack turns these imports into side effects (CSS) or URLs (images); TypeScript only needs to know they exist.
declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}

/** Defined by the shared webpack config in every step module's build: `name@version+build`. */
declare const __STEP_BUILD__: string;

/** Defined by the shared webpack config: the journey schema major the step module was built against. */
declare const __JOURNEY_MAJOR__: number;

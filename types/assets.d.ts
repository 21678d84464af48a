// Webpack turns these imports into side effects (CSS) or URLs (images); TypeScript only needs to know they exist.
declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}

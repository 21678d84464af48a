// The sandbox insurer's own rules and reference values. Nothing here comes from the shop's packages: the sandbox
// stands for an outside insurer, so a rule the shop gets wrong is not wrong here too (see agreement/).
export * from './terms';
export * from './wireValues';
export * from './calendar';
export * from './money';
export * from './draftChecks';
export * from './fieldLimits';

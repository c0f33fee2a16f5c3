// What umi declares for the template's sources: its stylesheets are CSS modules.
declare module '*.less' {
  const classes: Record<string, string>;
  export default classes;
}

declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

/** Plain stylesheets (the design tokens) are imported for their side effect only. */
declare module '*.css';

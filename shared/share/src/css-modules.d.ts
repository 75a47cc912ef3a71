// Rspack builds `*.module.css` as CSS Modules: the default export maps class names to hashes.
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

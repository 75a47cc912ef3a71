// Plain (global) stylesheets have no exports; tests only need the import to resolve.
module.exports = {};

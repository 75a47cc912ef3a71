// Linked by index.html itself, so the brand and "Loading…" paint before any script runs.
import './boot-splash.css';
// The async boundary lets the federation runtime negotiate shared singletons before any app
// module (React, the router, the stores) is evaluated. The chunk is named so the CSS manifest
// lists the layouts' CSS under it: a prerendered page links that CSS to paint its frame.
import(/* webpackChunkName: "shell-app" */ './app/bootstrap');

// The async boundary lets the federation runtime negotiate shared singletons before any app
// module (React, the router, the stores) is evaluated.
import('./app/bootstrap');

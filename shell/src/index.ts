// The async boundary: Module Federation negotiates the shared singletons (React, the store, i18next)
// before any module that uses them is evaluated.
void import('./bootstrap');

// The module the shell provides as the shared `react-router-dom` (shared/federation.ts): only the exports
// the apps import, so the one shared copy is tree-shaken. From 'react-router' (react-router-dom re-exports
// it) because 'react-router-dom' would be this module itself. compartidos.test.ts checks the list.
export { BrowserRouter, Link, NavLink, Navigate, Outlet, Route, Routes, useLocation, useNavigate, useSearchParams } from 'react-router';

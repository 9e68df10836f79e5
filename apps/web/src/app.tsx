import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { createBrowserRouter } from "react-router";
import { routes } from "./router";

/** React and the router, started once main.tsx has asked for the screen's own chunks. */
export function startApp(container: HTMLElement): void {
  const router = createBrowserRouter(routes);
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

import { loadScreen } from "./screens";
import "./styles.css";

const container = document.getElementById("root");
if (!container) throw new Error("index.html lacks the #root element");

// The screen's chunks start downloading beside React's rather than after them, which a first
// load on a slow phone feels (docs/decisions/0053); the router's lazy() then finds them loaded.
loadScreen(window.location.pathname);
void import("./app").then(({ startApp }) => startApp(container));

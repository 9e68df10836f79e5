import { useEffect } from "react";
import { useRevalidator } from "react-router";

/**
 * Reads the screen's data again when the person comes back to the tab or window, so what changed
 * meanwhile (an operator's decision on their account) shows without a reload.
 */
export function useRevalidateOnReturn(): void {
  const revalidator = useRevalidator();
  useEffect(() => {
    const refresh = () => {
      if (document.visibilityState === "visible" && revalidator.state === "idle") {
        void revalidator.revalidate();
      }
    };
    document.addEventListener("visibilitychange", refresh);
    window.addEventListener("focus", refresh);
    return () => {
      document.removeEventListener("visibilitychange", refresh);
      window.removeEventListener("focus", refresh);
    };
  }, [revalidator]);
}

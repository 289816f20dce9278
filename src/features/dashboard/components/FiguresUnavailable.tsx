/** What the dashboard's body says when the server sent no figures for it (the assumed `content`). */
export const FIGURES_UNAVAILABLE = "This dashboard's figures are not available from the server.";

/**
 * The body of a dashboard whose answer carries no `content` (the spec does not show the inner
 * content of a body): the frame, with its scheme and wave selectors, still works around it.
 */
export default function FiguresUnavailable() {
  return (
    <div className="alert alert-secondary mb-0" role="status" data-body="unavailable">
      {FIGURES_UNAVAILABLE}
    </div>
  );
}

/** Placeholder until the case management pages land (replaced by its issue's work). */
export default function CaseSearchPage() {
  return <main className="container py-4"><h1 className="h4">CaseSearchPage</h1></main>;
}

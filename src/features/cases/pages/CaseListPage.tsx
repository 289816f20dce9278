/** Placeholder until the case management pages land (replaced by its issue's work). */
export default function CaseListPage() {
  return <main className="container py-4"><h1 className="h4">CaseListPage</h1></main>;
}

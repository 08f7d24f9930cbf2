/** Placeholder until the mission workspace lands (built on its own branch, which replaces this file). */
export default function WorkspacePage() {
  return <main className="sa-page">Mission workspace</main>;
}

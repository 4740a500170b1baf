// A quiet loading indicator for route and translation loading; announced politely when it has a label.
interface PageLoaderProps {
  label?: string;
}

export function PageLoader({ label }: PageLoaderProps) {
  return (
    <div className="page-loader" role="status" aria-live="polite" aria-busy="true">
      <span className="page-loader__spinner" aria-hidden="true" />
      {label ? <span className="visually-hidden">{label}</span> : null}
    </div>
  );
}

// The lazy chunks each measured route loads before interaction (its page and the layouts around it), by their
// source path in the build; the bench and the budget test add the entry and every static import.
export const ROUTE_SOURCES: Record<string, readonly string[]> = {
  'entry only': [],
  'rider home': ['src/app/layouts/rider-layout.tsx', 'src/app/routes/rider-home.tsx'],
  'partner login': ['src/app/query-scope.tsx', 'src/app/routes/travel-login.tsx'],
  'city page': [
    'src/app/layouts/rider-layout.tsx',
    'src/app/query-scope.tsx',
    'src/app/routes/city-page.tsx',
  ],
  'partner home': [
    'src/app/query-scope.tsx',
    'src/app/layouts/partner-layout.tsx',
    'src/app/routes/travel-home.tsx',
  ],
};

// The minimal React page the Lighthouse bench hydrates as a ceiling: a few elements, one piece of state and one
// effect, so its figures are what React's own cost (download, parse, hydrateRoot) leaves of a perfect score.
import { useEffect, useState } from 'react';

const STOPS = ['Chennai Central', 'Egmore', 'T. Nagar', 'Guindy', 'Chennai Airport'];

export function MinimalApp() {
  const [riders, setRiders] = useState(1);
  // Marks the page once React has attached to the served HTML, so the bench can check it did.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <main>
      <h1>Book a taxi</h1>
      <p>A minimal page hydrated by React: the ceiling beside the real pages&apos; figures.</p>
      <ul>
        {STOPS.map((stop) => (
          <li key={stop}>{stop}</li>
        ))}
      </ul>
      <button type="button" onClick={() => setRiders(riders + 1)}>
        Riders: {riders}
      </button>
    </main>
  );
}

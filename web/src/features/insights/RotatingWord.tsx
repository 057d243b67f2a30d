import { useEffect, useState } from 'react';
import { ROTATING_WORDS, WORD_ROTATION_MS } from './insight-utils';

/** The hero's word, changing every 2 s (Marketing, AI, Business, Design, Creative, Advertising). Hidden from screen readers: the heading carries the full list. */
export function RotatingWord() {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % ROTATING_WORDS.length), WORD_ROTATION_MS);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <span aria-hidden="true" data-testid="rotating-word" className="relative inline-block text-accent">
      <span key={index} className="inline-block animate-rise">
        {ROTATING_WORDS[index]}
      </span>
    </span>
  );
}

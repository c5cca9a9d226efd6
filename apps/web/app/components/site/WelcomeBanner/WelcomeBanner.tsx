import { m } from '@hotel/i18n/messages';
import { useState } from 'react';
import './WelcomeBanner.css';

export interface WelcomeBannerProps {
  readonly text: string;
}

/**
 * The scrolling welcome line: a CSS marquee that stops on hover, on request, and for visitors
 * who prefer reduced motion (where it simply wraps). Screen readers read the text once.
 */
export function WelcomeBanner({ text }: WelcomeBannerProps) {
  const [paused, setPaused] = useState(false);
  return (
    <div className={`welcome-banner${paused ? ' welcome-banner--paused' : ''}`}>
      <p className="visually-hidden welcome-banner__text">{text}</p>
      <div className="welcome-banner__track" aria-hidden="true">
        <span>{text}</span>
        <span>{text}</span>
      </div>
      <button
        type="button"
        className="welcome-banner__toggle"
        aria-pressed={paused}
        onClick={() => setPaused((current) => !current)}
      >
        <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
        <span className="visually-hidden">{m.site_pauseWelcome()}</span>
      </button>
    </div>
  );
}

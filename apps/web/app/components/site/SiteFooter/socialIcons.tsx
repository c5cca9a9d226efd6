import type { ReactNode } from 'react';
import type { SocialLink } from '../../../lib/shell';

/** Each network's name and a small inline icon (no icon font, no request). */
export const socialIcons: Record<SocialLink['network'], { label: string; icon: ReactNode }> = {
  facebook: {
    label: 'Facebook',
    icon: (
      <path d="M14 8h3V4h-3c-2.8 0-4.5 1.7-4.5 4.6V11H7v4h2.5v9h4v-9h3l.5-4h-3.5V9c0-.6.4-1 1-1z" />
    ),
  },
  instagram: {
    label: 'Instagram',
    icon: (
      <>
        <rect
          x="3"
          y="3"
          width="18"
          height="18"
          rx="5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        />
        <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
        <circle cx="17.5" cy="6.5" r="1.3" />
      </>
    ),
  },
  x: {
    label: 'X',
    icon: <path d="M4 3h4.6l4 5.6L17.2 3H20l-6.1 7.2L21 21h-4.6l-4.4-6.1L6.7 21H4l6.7-7.8z" />,
  },
  youtube: {
    label: 'YouTube',
    icon: (
      <path
        fillRule="evenodd"
        d="M22 8.2a3 3 0 0 0-2.1-2.1C18 5.6 12 5.6 12 5.6s-6 0-7.9.5A3 3 0 0 0 2 8.2 31 31 0 0 0 1.6 12a31 31 0 0 0 .4 3.8 3 3 0 0 0 2.1 2.1c1.9.5 7.9.5 7.9.5s6 0 7.9-.5a3 3 0 0 0 2.1-2.1 31 31 0 0 0 .4-3.8 31 31 0 0 0-.4-3.8zM10 15.2V8.8l5.2 3.2z"
      />
    ),
  },
  linkedin: {
    label: 'LinkedIn',
    icon: (
      <path d="M4 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM2.3 9h3.4v12H2.3zM9 9h3.3v1.7c.5-.9 1.7-2 3.6-2 3.8 0 4.5 2.5 4.5 5.7V21h-3.4v-5.8c0-1.4 0-3.2-2-3.2s-2.3 1.5-2.3 3.1V21H9z" />
    ),
  },
};

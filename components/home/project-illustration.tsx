import type { Project } from '@/content/projects';

type ProjectIllustrationProps = { kind: Project['illustration'] };

/** Small original drawings for the portfolio cards (decorative: the card text says it all). */
export function ProjectIllustration({ kind }: ProjectIllustrationProps) {
  return (
    <svg viewBox="0 0 320 160" width="320" height="160" aria-hidden="true" focusable="false">
      <rect width="320" height="160" fill="#e6f1f8" />
      <circle cx="270" cy="40" r="20" fill="#f5a400" />
      <path d="M0 130c60-14 120-16 180-6s100 10 140 0v36H0z" fill="#5fae6e" />
      {kind === 'house' ? (
        <g>
          <path d="M90 90h110v52H90z" fill="#fdfaf3" />
          <path d="M78 96l67-48 67 48z" fill="#b4452c" />
          <path d="M94 88l51-36 51 36z" fill="#123f60" />
          <path d="M110 76h70M127 64h36M145 52v36" stroke="#8fc3e6" strokeWidth="1.5" />
          <path d="M136 112h20v30h-20z" fill="#0b4a6f" />
        </g>
      ) : (
        <g>
          <path d="M60 76h180v66H60z" fill="#fdfaf3" />
          <path d="M56 66h188v12H56z" fill="#0b4a6f" />
          <g fill="#123f60" stroke="#8fc3e6" strokeWidth="1.5">
            <path d="M66 64l10-22h48l-10 22z" />
            <path d="M126 64l10-22h48l-10 22z" />
            <path d="M186 64l10-22h48l-10 22z" />
          </g>
          <path d="M76 92h60v32H76z" fill="#9fd0ef" stroke="#0b4a6f" strokeWidth="2" />
          <path d="M168 92h52v50h-52z" fill="#0b4a6f" />
        </g>
      )}
    </svg>
  );
}

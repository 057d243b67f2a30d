import { cx } from '../lib/cx';
import { PauseIcon, PlayIcon, VolumeIcon } from './MediaIcons';

export type MediaControlsProps = {
  playing: boolean;
  muted: boolean;
  togglePlay: () => void;
  toggleMute: () => void;
  /** Names the video in the buttons' names ('Pause video' without one). */
  label: string;
  /** From `useAutoHideControls`: hidden controls fade out and let a tap through to the player, which shows them. */
  visible: boolean;
  /** Where in the player the buttons sit (top right by default). */
  placement?: string;
  /** The buttons' look, where a player has its own (the home hero's). */
  buttonClassName?: string;
};

const playerButton =
  'grid size-11 place-items-center rounded-full bg-black/55 text-white backdrop-blur-md transition-colors duration-200 hover:bg-black/75 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

/** Play/pause and mute buttons in a corner of a video. */
export function MediaControls({ playing, muted, togglePlay, toggleMute, label, visible, placement = 'top-4 right-4', buttonClassName: button = playerButton }: MediaControlsProps) {
  const name = label ? ` ${label}` : ' video';
  return (
    <div className={cx('absolute z-20 flex gap-2 transition-opacity duration-300', placement, !visible && 'pointer-events-none opacity-0')}>
      <button type="button" className={button} onClick={togglePlay} aria-label={`${playing ? 'Pause' : 'Play'}${name}`}>
        {playing ? <PauseIcon className="size-4" /> : <PlayIcon className="size-4" />}
      </button>
      <button type="button" className={button} onClick={toggleMute} aria-label={`${muted ? 'Unmute' : 'Mute'}${name}`}>
        <VolumeIcon muted={muted} className="size-5" />
      </button>
    </div>
  );
}

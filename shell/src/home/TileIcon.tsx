// One simple pictogram per tile, drawn here; decorative (the tile's title names it).
const PATHS: Readonly<Record<string, string>> = {
  chat: 'M6 8h28v18H16l-8 7v-7H6z',
  gym: 'M4 20h32M8 13v14M12 10v20M28 10v20M32 13v14',
  mealPlan: 'M8 6h24v28H8zM13 13h14M13 19h14M13 25h9',
  diary: 'M8 8h24v26H8zM8 14h24M14 4v8M26 4v8M13 21l4 4 9-8',
  magicMenus: 'M20 4l4 10 10 2-8 7 2 11-8-6-8 6 2-11-8-7 10-2z',
  contact: 'M10 6h6l3 8-4 3c2 4 5 7 9 9l3-4 8 3v6c0 2-2 3-4 3C18 34 6 22 6 10c0-2 2-4 4-4z',
};

/** A tile a remote adds before the shell draws its pictogram shows none: the title is what names it. */
export function TileIcon({ tile }: { tile: string }) {
  if (!Object.hasOwn(PATHS, tile)) return null;
  return (
    <svg className="shell-home__tile-icon" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <path
        d={PATHS[tile]}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

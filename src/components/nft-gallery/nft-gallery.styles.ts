import { css } from '../../internal/styles';

/** Styles of `<paywall-nft-gallery>`. */
export const nftGalleryStyles = css`
  .nft-header .nft-heading { margin: 8px 0 4px; }
  .nft-banner { display: block; width: 100%; height: auto; aspect-ratio: 32 / 9; object-fit: cover; border-radius: var(--paywall-radius-large, 12px); }
  .nft-tabs { display: flex; gap: 4px; margin-block: 12px; border-block-end: 1px solid var(--paywall-color-border, #ced4da); }
  .nft-tabs [role='tab'] { background: transparent; color: inherit; border-radius: var(--paywall-radius, 8px) var(--paywall-radius, 8px) 0 0; }
  .nft-tabs [aria-selected='true'] { box-shadow: inset 0 -3px 0 var(--paywall-color-primary, #3b5bdb); font-weight: 600; }
  .nft-count { margin: 0 0 8px; }
  .nft-count:focus { outline: none; }
  .nft-list {
    list-style: none; margin: 0; padding: 0; display: grid; gap: var(--gap, 14px);
    grid-template-columns: repeat(auto-fill, minmax(min(100%, var(--card-width, 180px)), 1fr));
  }
  .nft-card { display: flex; flex-direction: column; gap: 4px; min-width: 0; }
  .nft-link { color: inherit; text-decoration: none; display: flex; flex-direction: column; gap: 6px; border-radius: var(--paywall-radius, 8px); }
  .nft-link:hover .nft-name { text-decoration: underline; }
  .nft-media {
    aspect-ratio: 1 / 1; width: 100%; overflow: hidden; border-radius: var(--paywall-radius, 8px);
    background: var(--paywall-color-placeholder, #e9ecef); display: grid; place-items: center;
  }
  .nft-media img { width: 100%; height: 100%; object-fit: cover; display: block; }
  .nft-placeholder { font-size: 2em; color: var(--paywall-color-muted, #6c757d); }
  .nft-name { font-weight: 600; overflow-wrap: anywhere; }
  .nft-price, .nft-availability, .nft-card p { margin: 0; }
  .nft-pager { display: flex; align-items: center; justify-content: center; gap: 12px; margin-block-start: 16px; }
  .nft-detail { display: grid; gap: 14px; }
  .nft-detail .nft-media { max-width: 420px; }
  .nft-detail-text { display: flex; flex-direction: column; gap: 8px; }
  .nft-detail-text p { margin: 0; }
  .nft-description { white-space: pre-line; }
  .nft-reserve { margin-block-start: 8px; display: flex; flex-direction: column; gap: 8px; align-items: start; }
  .nft-reserved { color: var(--paywall-color-success, #237032); font-weight: 600; }
`;

// The NFTs tab's rules; they load with its chunk. Two columns on a phone, three where the dialog is wider.
export const nftsCss = /* css */ `
.nft-grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(112px, 1fr)); gap: 12px; margin: 0; padding: 0; list-style: none; }
.nft { display: flex; flex-direction: column; gap: 2px; min-width: 0; }
.nft-media { position: relative; aspect-ratio: 1; overflow: hidden; margin-bottom: 6px; border: 1px solid var(--_border); border-radius: calc(var(--_radius) * 0.75); background: var(--_surface); }
.nft-media img { display: block; width: 100%; height: 100%; object-fit: cover; }
.nft-fallback { display: grid; place-items: center; width: 100%; height: 100%; color: var(--_muted); font-size: 2em; font-weight: 600;
  background: linear-gradient(135deg, color-mix(in srgb, var(--_accent) 14%, var(--_surface)), var(--_surface)); }
/* The ×N of an edition: a pill in the image's end corner, legible on any artwork in either theme. */
.nft-amount { position: absolute; inset-block-end: 6px; inset-inline-end: 6px; padding: 1px 7px; border-radius: 999px;
  background: var(--_bg); color: var(--_text); border: 1px solid var(--_border); font-size: 0.8em; font-weight: 600;
  font-variant-numeric: tabular-nums; box-shadow: 0 1px 2px rgb(0 0 0 / 0.2); }
.nft-name, .nft-collection { overflow: hidden; white-space: nowrap; text-overflow: ellipsis; }
.nft-name { font-weight: 600; }
.nft-collection { font-size: 0.87em; }
.nfts > .muted { margin: 8px 4px; }
.nfts > .nfts-note { margin-top: 12px; font-size: 0.87em; text-align: center; }
.nfts .secondary { width: 100%; }
`

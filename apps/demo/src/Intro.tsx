/** What Foyer is and what this page shows, for someone who just ran `npm start`. */
export function Intro() {
  return (
    <section className="intro" aria-labelledby="intro-title">
      <h1 id="intro-title">Foyer demo</h1>
      <p className="lead">
        Foyer is a wallet-connection kit for React apps: one modal that connects browser wallets,
        WalletConnect and an e-mail wallet on EVM chains and Solana, with the services behind it
        hosted by you.
      </p>
      <p>
        This page is an ordinary app using it, against your local devnet. Connect from the header,
        then try the panels: each one calls a Foyer hook the way your app would.
      </p>
    </section>
  )
}

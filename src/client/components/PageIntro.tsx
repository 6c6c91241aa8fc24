interface PageIntroProps {
  title: string
  lead: string
  /** The page's own style module: its `intro` and `lead` classes place and size the two. */
  styles: { readonly [name: string]: string }
}

/** A page's heading and lead paragraph, at the top of the page. */
export function PageIntro({ title, lead, styles }: PageIntroProps) {
  return (
    <header className={styles.intro}>
      <h1>{title}</h1>
      <p className={styles.lead}>{lead}</p>
    </header>
  )
}

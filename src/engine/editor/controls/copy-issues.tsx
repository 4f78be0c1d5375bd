import { useMemo } from 'react'
import { useI18n } from '../../../i18n/translation.tsx'
import { fieldContext, lastKey } from '../../../../schemas/copy-style/pairs.ts'
import { applyFix, type Issue, type Language, lintPair, type RuleId } from '../../../../schemas/copy-style/rules.ts'
import type { Path } from '../../../../schemas/paths.ts'
import { useEditorUi } from '../editor-ui.ts'

/** What each rule is called where the editor shows a break (ARABIC.md in one line each). */
const RULE_NAME: Record<RuleId, string> = {
  glossary: 'Not the glossary word',
  'product-name': 'Product name not in Latin',
  'singular-imperative': 'Singular address to visitors',
  'singular-address': 'Singular address to visitors',
  'legal-voice': 'A second voice in the privacy policy',
  'ascii-punctuation': 'ASCII punctuation after Arabic',
  'unit-space': 'Number split from its unit',
  'interpolation-isolation': 'Value not isolated',
  'bidi-literal': 'Address or number not isolated',
  'question-mark': 'Question without ؟',
  'glued-prefix': 'Prefix glued to Latin or a number',
  'percent-sign': 'Percent sign in Arabic text',
  'editor-punctuation': 'Exclamation mark or three dots',
  'plural-forms': 'Count without plural forms',
  'missing-arabic': 'Arabic missing',
  untranslated: 'The Arabic is English',
}

/** How much text is shown on each side of a break. */
const AROUND = 14

/** The breaks of the copy rules in one bilingual field, by language, as the editor types. */
export function useCopyIssues(value: { en: string; ar: string }, path: Path, kind: string | undefined): Issue[] {
  const ui = useEditorUi()
  const slug = ui?.slug ?? ''
  const field = lastKey(path)
  const { en, ar } = value
  // A missing language has its own badge beside the field's name.
  return useMemo(
    () => lintPair({ en, ar }, fieldContext(slug, field, kind)).filter((i) => i.rule !== 'missing-arabic'),
    [en, ar, slug, field, kind],
  )
}

/**
 * The breaks in one language of a field, under its text area: what the rule is called, where
 * the break is (marked), and a one-click fix where it is mechanical (a no-break space, the
 * glossary word, ؟).
 */
export function CopyIssues({
  lang,
  text,
  issues,
  onFix,
}: {
  lang: Language
  text: string
  issues: Issue[]
  onFix: (text: string) => void
}) {
  const { t } = useI18n()
  const mine = issues.filter((i) => i.lang === lang)
  if (mine.length === 0) return null
  return (
    <ul className="editor-copy-issues" aria-label={t('Style guide')}>
      {mine.map((issue, n) => (
        <li key={`${issue.rule}-${issue.at}-${n}`} title={issue.message}>
          <span className="editor-copy-issues__rule">{t(RULE_NAME[issue.rule])}</span>{' '}
          {issue.end > issue.at && (
            <bdi dir={lang === 'ar' ? 'rtl' : 'ltr'} className="editor-copy-issues__where">
              {issue.at > AROUND ? '…' : ''}
              {text.slice(Math.max(0, issue.at - AROUND), issue.at)}
              <mark>{text.slice(issue.at, issue.end).replace(/[ \t]/g, '␣')}</mark>
              {text.slice(issue.end, issue.end + AROUND)}
              {issue.end + AROUND < text.length ? '…' : ''}
            </bdi>
          )}
          {issue.fix !== undefined && (
            <button type="button" onClick={() => onFix(applyFix(text, issue))}>
              {t('Fix')}
            </button>
          )}
        </li>
      ))}
    </ul>
  )
}

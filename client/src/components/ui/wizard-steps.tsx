import type { ReactNode } from 'react'
import { chakra, Steps, useStepsStyles, type StepsRootProps } from '@chakra-ui/react'

/**
 * A wizard's steps as an ordered list, the current one marked aria-current="step". Chakra's Steps.List
 * is a tablist whose aria-owns names a tab per step (Steps.Trigger); our steps are not clickable, so
 * the tablist owned nothing — announced as an empty tab list (axe: aria-required-children) pointing at
 * ids that are not on the page (aria-valid-attr-value). The recipe's list styling is kept.
 * On a phone the titles are read but not shown (six of them do not fit across 360 px; the page names
 * the current step in its own words), and the circles sit closer, so the row of numbered circles fits the screen.
 */
export function WizardSteps({ step, titles, ...props }: Omit<StepsRootProps, 'step' | 'count'> & { step: number; titles: readonly string[] }) {
  return (
    <Steps.Root step={step} count={titles.length} size="sm" {...props}>
      <StepList>
        {titles.map((title, i) => (
          <Steps.Item key={title} index={i} gap={{ base: '1', md: '3' }} asChild>
            <li>
              <Steps.Indicator />
              <Steps.Title css={TITLE_READ_ONLY_ON_PHONES}>{title}</Steps.Title>
              <Steps.Separator />
            </li>
          </Steps.Item>
        ))}
      </StepList>
    </Steps.Root>
  )
}

const TITLE_READ_ONLY_ON_PHONES = {
  base: { position: 'absolute', width: '1px', height: '1px', margin: '-1px', padding: '0', overflow: 'hidden', clip: 'rect(0, 0, 0, 0)', whiteSpace: 'nowrap', borderWidth: '0' },
  md: { position: 'static', width: 'auto', height: 'auto', margin: '0', overflow: 'visible', clip: 'auto', whiteSpace: 'normal' },
} as const

function StepList({ children }: { children: ReactNode }) {
  const styles = useStepsStyles()
  return (
    <chakra.ol css={[styles['list'], { '--steps-gutter': { base: 'spacing.1', md: 'spacing.3' } }]} listStyle="none" margin="0" padding="0" aria-label="步骤">
      {children}
    </chakra.ol>
  )
}

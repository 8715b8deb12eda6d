import { HStack, Progress, ProgressCircle, Spinner, Text } from '@chakra-ui/react'
import type { TaskProgress as Progression } from '@report/contracts/bff/tasks'
import { useSimulatedProgress } from '../hooks/use-simulated-progress.ts'

/** The progress of a row as the BFF reads it: a bar, a full ring, the simulation, a spinner, or nothing. */
export function TaskProgress({ progress, label }: { progress: Progression; label: string }) {
  switch (progress.mode) {
    case 'value':
      return <ProgressBar value={progress.value} label={label} />
    case 'simulated':
      return <SimulatedBar schedule={progress.schedule} label={label} />
    case 'ring':
      return (
        <ProgressCircle.Root value={100} size="xs" colorPalette={progress.tone === 'success' ? 'green' : 'red'} aria-label={label} data-testid="task-ring" data-tone={progress.tone}>
          <ProgressCircle.Circle>
            <ProgressCircle.Track />
            <ProgressCircle.Range />
          </ProgressCircle.Circle>
        </ProgressCircle.Root>
      )
    case 'spinner':
      return (
        <HStack gap="1.5">
          <Spinner size="xs" color="brand.solid" />
          <Text fontSize="xs" color="fg.muted">
            {label}
          </Text>
        </HStack>
      )
    case 'none':
      return null
  }
}

function ProgressBar({ value, label }: { value: number; label: string }) {
  return (
    <Progress.Root value={value} size="xs" colorPalette="brand" width="full" aria-label={label} data-testid="task-progress" data-value={value}>
      <HStack gap="2">
        <Progress.Track flex="1">
          <Progress.Range />
        </Progress.Track>
        <Progress.ValueText fontSize="xs" minWidth="8" textAlign="end">
          {`${Math.round(value)}%`}
        </Progress.ValueText>
      </HStack>
    </Progress.Root>
  )
}

function SimulatedBar({ schedule, label }: { schedule: 'custom' | 'report'; label: string }) {
  const value = useSimulatedProgress(schedule)
  return <ProgressBar value={value} label={label} />
}


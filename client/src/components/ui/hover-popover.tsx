import { HoverCard, Portal } from '@chakra-ui/react'
import { useState, type ReactElement, type ReactNode } from 'react'

export interface HoverPopoverProps {
  /** The trigger; must accept a ref and pointer/focus handlers (a Button, a link). */
  trigger: ReactElement
  children: ReactNode
  placement?: 'left' | 'bottom' | 'bottom-end'
  /** A click on the trigger toggles the card too (touch screens have no hover). */
  toggleOnClick?: boolean
  label?: string
}

/** A card shown on hover or focus of its trigger (QR codes, feedback hint). */
export function HoverPopover({ trigger, children, placement = 'bottom', toggleOnClick = true, label }: HoverPopoverProps) {
  const [open, setOpen] = useState(false)
  return (
    <HoverCard.Root
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      openDelay={100}
      closeDelay={150}
      positioning={{ placement }}
      lazyMount
      unmountOnExit
    >
      <HoverCard.Trigger asChild onClick={toggleOnClick ? () => setOpen((value) => !value) : undefined}>
        {trigger}
      </HoverCard.Trigger>
      <Portal>
        <HoverCard.Positioner>
          <HoverCard.Content padding="3" aria-label={label} role="dialog">
            <HoverCard.Arrow>
              <HoverCard.ArrowTip />
            </HoverCard.Arrow>
            {children}
          </HoverCard.Content>
        </HoverCard.Positioner>
      </Portal>
    </HoverCard.Root>
  )
}

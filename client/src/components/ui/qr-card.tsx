import { Image, Stack, Text } from '@chakra-ui/react'
import type { Qr } from '@report/contracts/bff/shell'

/** A QR image with its caption (report-card tip, public account, grade-mismatch notice). */
export function QrCard({ qr, alt }: { qr: Qr; alt: string }) {
  return (
    <Stack align="center" gap="2" width={`${qr.width}px`}>
      <Image src={qr.imageUrl} alt={alt} htmlWidth={qr.width} htmlHeight={qr.width} width={`${qr.width}px`} height={`${qr.width}px`} fit="contain" bg="white" />
      {qr.text ? (
        <Text fontSize="xs" color="fg.muted" textAlign="center" lineHeight="short">
          {qr.text}
        </Text>
      ) : null}
    </Stack>
  )
}

import { Button } from '@chakra-ui/react'
import { StatusView } from './status-view.tsx'

export const LOAD_ERROR_TEXT = '页面加载失败，请刷新页面或联系客服'

/** Spec 1 §2 generic error view; also the §8 asset-chunk failure. */
export function LoadErrorView({ fullPage = false, detail }: { fullPage?: boolean; detail?: string }) {
  return (
    <StatusView
      fullPage={fullPage}
      title={LOAD_ERROR_TEXT}
      description={detail}
      action={
        <Button colorPalette="brand" onClick={() => window.location.reload()}>
          刷新页面
        </Button>
      }
    />
  )
}

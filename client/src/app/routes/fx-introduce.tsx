import { ProductIntroduction } from '../../features/introduce/components/product-introduction.tsx'

export default function FxIntroduceRoute() {
  return <ProductIntroduction product="fx" />
}

import { ProductIntroduction } from '../../features/introduce/components/product-introduction.tsx'

export default function IntroduceRoute() {
  return <ProductIntroduction product="report" />
}

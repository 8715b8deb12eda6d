# syntax=docker/dockerfile:1
# Build stage: install everything, build the client and the server (esbuild bundles into server/dist, fixtures/dist).
FROM node:20-bookworm-slim AS build
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
WORKDIR /app
COPY package.json package-lock.json tsconfig.base.json ./
COPY contracts/package.json contracts/
COPY fixtures/package.json fixtures/
COPY server/package.json server/
COPY client/package.json client/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Runtime: production dependencies only, the client build, Chromium and CJK fonts for the PDF renderer.
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 HOST=0.0.0.0 PORT=3000
RUN apt-get update \
 && apt-get install -y --no-install-recommends chromium fonts-noto-cjk fonts-wqy-zenhei curl \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY fixtures/package.json fixtures/
COPY server/package.json server/
COPY client/package.json client/
RUN npm ci --omit=dev --no-audit --no-fund --workspace server --include-workspace-root=false \
 && npm cache clean --force
# The bundles carry contracts/ and fixtures/ and their source maps carry the sources: no .ts at run time.
# Each sits in its workspace so that it finds that workspace's own packages (server/node_modules/undici).
COPY --from=build /app/server/dist server/dist
COPY --from=build /app/fixtures/dist fixtures/dist
COPY --from=build /app/client/dist client/dist
RUN useradd --system --uid 10001 --home-dir /app report && chown -R report /app
USER report
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=3s --start-period=10s CMD curl -fsS http://127.0.0.1:3000/healthz || exit 1
# The BFF. The PDF renderer runs from this image too, as its own container (README "Docker"):
#   docker run --init --no-healthcheck -e RENDERER_BFF_URL=http://bff:3000 report node --enable-source-maps server/dist/renderer.js
CMD ["node", "--enable-source-maps", "server/dist/main.js"]

internal import CX11
import Dispatch
internal import CXrender
import UIKitCore

/// Turns render trees into pixels on the X server with X Render, recompositing only what changed.
///
/// Each frame the render tree is flattened into a list of draw items (`X11DrawItem`): a layer's own content is a
/// "sprite" rasterized once on the client by the reference renderer's code and cached by appearance, so layers that
/// move by whole pixels or fade cost one composite and no upload; solid rectangles are fills. A layer turned, scaled
/// or off the pixel grid is drawn on the client at its final place (on every core, straight into shared memory):
/// it then equals the reference exactly, and the server, which composites on one core, is spared its slowest
/// operation; only while the client is the slower side does the server resample some of them from their sprites
/// (`X11TurnedPartBalance`). Without shared memory (a remote display), where uploads cross the link every frame,
/// the measured costs usually send every turned part to the server instead (`X11UploadCostModel`). Comparing the
/// list with the previous frame's gives the damaged rectangles; only they are recomposited into the back buffer and
/// copied to the window, and when the same few layers keep changing, the unchanged ones below and above them are
/// composed once (`X11PrecomposedLayers`). Features X Render cannot express (masks, shadows cast by groups,
/// perspective, transform layers, rotated or rounded clips, tints) are drawn on the client by the reference renderer into a picture cached
/// by subtree identity and matrix, so the result always equals the reference renderer's and an unchanged subtree is
/// never drawn twice.
@MainActor final class X11Compositor {
    let connection: X11Connection
    var display: OpaquePointer { connection.display }
    private let window: UInt
    private let windowDepth: Int32
    private let windowVisual: UnsafeMutablePointer<Visual>
    private(set) var pixelWidth: Int
    private(set) var pixelHeight: Int
    /// Pixels per point: the native scale of the window's monitor.
    private(set) var scale: CGFloat

    private var backPixmap: UInt = 0
    private(set) var backPicture: UInt = 0
    /// A second picture of the back buffer, for the composites of turned parts the server resamples round their
    /// sprites' uniform middles (`X11UniformCore`), while the back picture keeps the damage as its clip.
    private(set) var clippedBackPicture: UInt = 0
    /// Whether those middles are filled rather than resampled: on fast connections (see the cost model; tests
    /// compare the two ways pixel for pixel).
    var fillsUniformCores: Bool
    private let windowGC: OpaquePointer
    let spriteGC: OpaquePointer
    private let spriteGCPixmap: UInt
    let uploader: X11SharedMemoryUploader?
    let pacer = X11FramePacer()
    /// Ends each frame, so that the pacer learns without blocking when the server has executed it.
    private let marker: X11FrameMarker
    /// When a paced frame was first held back because the previous one was still in flight (how long the client
    /// then waited for the server, for the balance), nil when none is.
    private var heldBackSince: Double?
    /// Whether the last frame was waited for whole (`finishFrames`, a benchmark's pause) rather than by its marker:
    /// the next frame then tells the balance nothing about which side is slower.
    private var serverWasWaitedFor = true
    let renderer = LayerRenderer()

    var sprites: [X11SpriteKey: X11CachedPicture] = [:]
    /// Gradient pictures, outline masks and solid fills that backgrounds and gradients are painted from.
    let serverPaints: X11ServerPaints
    var offscreens: [X11DrawItem.Key: X11CachedPicture] = [:]
    /// Backdrop layers' blurs, kept while nothing behind them changes; and those this frame blurs anew.
    var backdropBlurs: [X11DrawItem.Key: X11CachedBackdrop] = [:]
    var backdropsToBlur: [X11DrawItem.Key: X11BackdropReblur] = [:]
    /// Pictures drawn on the client for this frame before waiting for the previous one (see `prepareClientRasters`).
    var preparedRasters: [X11DrawItem.Key: X11PreparedRaster] = [:]
    /// Server memory the cached pictures may hold; least recently composited ones go first beyond it.
    var serverMemoryBudget: Int
    var alphaMasks: [UInt16: UInt] = [:]
    /// Component-alpha colour masks that tint particles (see X11Compositor+Particles.swift).
    var particleColorMasks: [UInt32: UInt] = [:]
    /// Cells' pictures tinted by particle colours, and the bytes they hold.
    var particleTints: [X11ParticleTint: X11Picture] = [:]
    var particleTintBytes = 0
    /// Where trilinear particles' two mipmap levels are added (see X11Compositor+Particles.swift).
    var particleScratchPicture: X11Picture?
    var clipOfPicture: [UInt: [CGRect]] = [:]
    /// Where turned parts are drawn: on the client, or resampled by the server when the client is the slower side.
    var balance = X11TurnedPartBalance()
    /// Whether the server resamples turned parts at all, from what uploads cost on this connection.
    private(set) var uploadCosts: X11UploadCostModel
    /// This frame's turned parts as the cost model estimates them, and how many went to the server (only with
    /// `UIKIT_X11_COST_LOG=1`).
    var frameEstimate: (X11UploadCostModel.FrameEstimate, toServer: Int)?
    /// Whether flat layers under perspective are warped by the server from their flat pictures (else the client
    /// warps them, as the reference renderer does). The server is faster: see docs/ARCHITECTURE.md.
    /// `UIKIT_X11_PERSPECTIVE=client` turns it off (for measuring the two against each other).
    var projectsPerspectiveOnServer = ProcessInfo.processInfo.environment["UIKIT_X11_PERSPECTIVE"] != "client"
    /// While a subtree is composed upright on the server: every item drawn into its pictures.
    var composedParts: [X11DrawItem]?
    /// The turned parts the server resamples this frame (and the subtrees it composes upright, the flat pictures
    /// drawn at a scale of the √2 ladder while they move: all drawn exactly once they stand still); until the next
    /// frame is composed, those of the last.
    var serverTurnedParts: [X11DrawItem.Key: X11DrawItem] = [:]
    /// Layers already reported as undrawable, so that a bad value logs one line, not one per frame.
    var reportedLayers: Set<UInt64> = []
    /// The largest picture, in pixels, to ask the server for: lowered when it refuses one (see `makePicture`).
    var picturePixelLimit = Int.max
    /// Whether the server refused a picture while this frame was composed (it is then composed again).
    var pictureWasRefused = false
    var reportedPictureRefusal = false

    private var lastTree: RenderLayer?
    /// The newest tree, waiting for the next refresh.
    private var pendingTree: RenderLayer?
    private var lastItems: [X11DrawItem] = []
    /// When the last frame began composing, and the time between the last two (0 until there were two).
    private var lastComposeStart = -Double.infinity
    private var recentFramePeriod = 0.0
    private var backBufferIsValid = false
    /// The unchanged items around the ones that keep changing, composed once (see `X11PrecomposedLayers`).
    private var precomposed: X11PrecomposedLayers?
    /// The indices of the items that changed in the last frame, when its list kept the keys and order of the one
    /// before.
    private var previousChangedItems: Range<Int>?
    /// After `destroy()` (ours, or the window server's when another client destroyed the window) nothing is sent.
    private var isDestroyed = false
    /// Nothing is sent once the window is destroyed or the connection is lost: after its I/O error Xlib may block
    /// forever in the next round trip (a frame finished after a link was cut hung in `XSync`).
    var windowIsGone: Bool { isDestroyed || connection.isLost }

    var statistics = CompositorStatistics()

    init(connection: X11Connection, window: UInt, depth: Int32, visual: UnsafeMutablePointer<Visual>,
         pixelWidth: Int, pixelHeight: Int, scale: CGFloat) {
        self.connection = connection
        self.window = window
        windowDepth = depth
        windowVisual = visual
        self.pixelWidth = max(pixelWidth, 1)
        self.pixelHeight = max(pixelHeight, 1)
        self.scale = scale
        windowGC = XCreateGC(connection.display, window, 0, nil)
        XSetGraphicsExposures(connection.display, windowGC, 0)
        spriteGCPixmap = XCreatePixmap(connection.display, connection.rootWindow, 1, 1, 32)
        spriteGC = XCreateGC(connection.display, spriteGCPixmap, 0, nil)
        marker = X11FrameMarker(display: connection.display, window: window,
                                atom: connection.atom(X11FrameMarker.atomName))
        uploader = X11SharedMemoryUploader(connection: connection)
        serverPaints = X11ServerPaints(connection: connection)
        uploadCosts = X11UploadCostModel(policy: .configured, sharesMemory: uploader != nil,
                                         link: connection.linkMeasurement)
        fillsUniformCores = uploadCosts.fillsUniformCores
        serverMemoryBudget = X11Compositor.configuredBudget
        X11ProtocolByteCounter.install(on: connection.display)
        makeBackBuffer()
        connection.frameMarkerHandlers[window] = { [weak self] frame in self?.markerArrived(frame: frame) }
    }

    /// `UIKIT_X11_PICTURE_BUDGET_MB` overrides the default of 256 MiB of server memory for cached pictures.
    static var configuredBudget: Int {
        let text = ProcessInfo.processInfo.environment["UIKIT_X11_PICTURE_BUDGET_MB"]
        return (text.flatMap(Int.init).map { max($0, 1) } ?? 256) << 20
    }

    private func makeBackBuffer() {
        backPixmap = XCreatePixmap(display, window, UInt32(pixelWidth), UInt32(pixelHeight), UInt32(windowDepth))
        guard let format = connection.pictureFormat(for: windowVisual) else {
            backPicture = 0
            clippedBackPicture = 0
            return
        }
        backPicture = XRenderCreatePicture(display, backPixmap, format, 0, nil)
        clippedBackPicture = XRenderCreatePicture(display, backPixmap, format, 0, nil)
        clipOfPicture[backPicture] = nil
        clipOfPicture[clippedBackPicture] = nil
        backBufferIsValid = false
    }

    private func freeBackBuffer() {
        freePrecomposedLayers()
        if backPicture != 0 { XRenderFreePicture(display, backPicture) }
        if clippedBackPicture != 0 { XRenderFreePicture(display, clippedBackPicture) }
        XFreePixmap(display, backPixmap)
        clipOfPicture[backPicture] = nil
        clipOfPicture[clippedBackPicture] = nil
    }

    var windowBounds: CGRect { CGRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight) }

    /// The window changed size: a new back buffer, recomposed from the last tree.
    func resize(pixelWidth width: Int, pixelHeight height: Int) {
        let (w, h) = (min(max(width, 1), 16_384), min(max(height, 1), 16_384))
        guard !windowIsGone, w != pixelWidth || h != pixelHeight else { return }
        freeBackBuffer()
        pixelWidth = w
        pixelHeight = h
        makeBackBuffer()
        if let tree = pendingTree ?? lastTree { present(tree) }
    }

    /// The window moved to a monitor of another scale: the whole window is composed again at the new scale (layers
    /// precomposed at the old one are dropped) from the next tree, which UIKit draws for it.
    func rescale(to newScale: CGFloat) {
        guard !windowIsGone, newScale.isFinite, newScale > 0, newScale != scale else { return }
        freeBackBuffer()
        scale = newScale
        makeBackBuffer()
    }

    /// Shows a new tree: now when that keeps to the refresh rate and the server has executed the last frame, else
    /// at the next refresh or when the last frame's marker comes back (a newer tree presented before then replaces
    /// this one: never more than one frame queued, and the main thread never waits on a paced window).
    func present(_ tree: RenderLayer) {
        guard !windowIsGone else { return }
        pendingTree = tree
        presentWhenDue()
    }

    private func presentWhenDue() {
        guard pendingTree != nil else { return }
        if pacer.mayPresentNow {
            presentPendingTree()
        } else {
            pacer.presentAtNextRefresh { [weak self] in self?.presentPendingTree() }
        }
    }

    private func presentPendingTree() {
        guard let tree = pendingTree, !windowIsGone else { return }
        // A paced frame waits for the last one's marker without blocking: the tree stays pending (a newer one
        // replaces it), and the marker's arrival presents it.
        if pacer.isPaced, pacer.frameInFlight {
            takeFrameMarkers()
            if pacer.frameInFlight {
                if heldBackSince == nil { heldBackSince = X11FramePacer.now() }
                statistics.framesHeldBack += 1
                // Looked for again a refresh later too, in case some other round trip queued the marker unseen.
                pacer.presentAtNextRefresh(minimumDelay: pacer.interval) { [weak self] in self?.presentPendingTree() }
                return
            }
        }
        pendingTree = nil
        compose(tree)
    }

    /// The connection's event loop read frame `number`'s marker: the frame is executed; a tree held back for it is presented.
    func markerArrived(frame number: Int) {
        noteMarker(frame: number)
        if !pacer.isFull { presentWhenDue() }
    }

    /// Takes the markers that have arrived for this window (without blocking, or waiting at most `seconds` until
    /// another frame may be sent).
    private func takeFrameMarkers(waitingAtMost seconds: Double = 0) {
        let deadline = X11FramePacer.now() + seconds
        var readableWithoutMarker = 0
        // Nothing may be sent or read on a lost connection.
        while !connection.isClosed, !connection.isLost {
            let frames = marker.take()
            for frame in frames { noteMarker(frame: frame) }
            let left = deadline - X11FramePacer.now()
            guard pacer.isFull, left > 0 else { break }
            if marker.waitForInput(seconds: left) {
                // Readable twice with nothing Xlib would queue: the end of a connection the server (or a link
                // between) closed. A round trip on it returns at once, and Xlib reports the loss (to the main
                // queue when this is not the main thread: stop waiting here either way).
                readableWithoutMarker = frames.isEmpty ? readableWithoutMarker + 1 : 0
                if readableWithoutMarker >= 2 {
                    XSync(display, 0)
                    break
                }
            }
        }
        // A frame unanswered this long is a stalled link already, whenever its answer comes (a lost connection
        // never answers: Xlib has told the window server).
        if pacer.oldestUnansweredSeconds > X11UploadCostModel.stallSeconds, !connection.isLost {
            noteRoundTrip(pacer.oldestUnansweredSeconds)
        }
        // Other events read on the way do not make the socket readable again.
        connection.processQueuedEvents()
    }

    private func noteMarker(frame number: Int) {
        guard let roundTrip = pacer.markerArrived(frame: number) else { return }
        noteRoundTrip(roundTrip)
        uploader?.serverExecuted(frame: pacer.framesAnswered)
    }

    /// Composes the parts of a new tree that differ from the last one and shows them.
    private func compose(_ tree: RenderLayer) {
        statistics.currentFrame += 1
        let start = X11FramePacer.now()
        recentFramePeriod = start - lastComposeStart < 1 ? start - lastComposeStart : 0
        lastComposeStart = start
        lastTree = tree
        let items = displayList(for: tree, previous: lastItems)
        var damage = X11DamageRegion(bounds: windowBounds)
        var changedItems: Range<Int>?
        if backBufferIsValid {
            changedItems = addDamage(from: lastItems, to: items, into: &damage)
        } else {
            damage.addAll()
        }
        let mustDrawOnClient = refineServerTurnedParts(items, damage: &damage)
        let refinesPaints = refinePaintedBodies(items, damage: &damage)
        if !mustDrawOnClient.isEmpty || refinesPaints { changedItems = nil }
        addBackdropDamage(from: lastItems, to: items, into: &damage, everything: !backBufferIsValid)
        // A backdrop reads the back buffer as painted behind it: no pictures precomposed around changed items.
        if items.contains(where: \.isBackdrop) { changedItems = nil }
        let referencesChanged = lastItems.count != items.count || sourcesChanged
        lastItems = items
        statistics.frames += 1
        statistics.lastDamage = damage.rectangles
        guard !damage.isEmpty else {
            if referencesChanged { freeUnreferencedPictures(items) }
            return
        }
        defer { previousChangedItems = changedItems }
        let bytesBefore = X11ProtocolByteCounter.bytesWritten(on: display)
        let before = connection.nextRequestSerial, uploadedBefore = statistics.bytesUploaded
        let composeStart = X11FramePacer.now()
        if uploader?.beginFrame(pacer.framesSent + 1) == true { statistics.uploadSlotWaits += 1 }
        prepareClientRasters(items, damage: damage, mustDrawOnClient: mustDrawOnClient)
        let composing = X11FramePacer.now() - composeStart
        let waited = waitForFrameInFlight()
        if let layers = precomposedLayers(for: items, changed: changedItems) {
            paint(items, around: layers, damage: damage)
        } else {
            paint(items, damage: damage, into: backPicture)
        }
        preparedRasters = [:]
        backBufferIsValid = true
        copyToWindow(damage.rectangles)
        statistics.pixelsComposited += damage.area
        if damage.coversBounds { statistics.fullFrames += 1 }
        if referencesChanged { freeUnreferencedPictures(items) }
        evictBeyondBudget()
        statistics.requests += Int(connection.nextRequestSerial &- before)
        pacer.frameSent(marker: marker)
        statistics.mostFramesInFlight = max(statistics.mostFramesInFlight, pacer.framesInFlight)
        XFlush(display)
        balance.frameSent(composing: composing, waited: waited, refreshInterval: pacer.interval)
        statistics.protocolBytes += X11ProtocolByteCounter.bytesWritten(on: display) - bytesBefore
        if let (estimate, toServer) = frameEstimate {
            frameEstimate = nil
            X11UploadCostModel.log(uploadCosts.logLine(frame: statistics.frames, estimate: estimate, toServer: toServer,
                                                       uploadedBytes: statistics.bytesUploaded - uploadedBefore,
                                                       composeSeconds: X11FramePacer.now() - start - (waited ?? 0)))
        }
        if pictureWasRefused {
            // Some layer is missing from this frame: compose it whole again, within the lowered limit.
            pictureWasRefused = false
            backBufferIsValid = false
            compose(tree)
            return
        }
        if !serverTurnedParts.isEmpty || !serverPaints.resampledItems.isEmpty { refineWhenStill() }
    }

    /// A frame answered after a stall, or left unanswered that long: one line says so (newer trees wait for it
    /// without blocking, see `X11FramePacer`; without shared memory the server already resamples turned layers, so
    /// nothing crosses the link again for them).
    private func noteRoundTrip(_ seconds: Double) {
        guard uploadCosts.noteFrameRoundTrip(seconds) else { return }
        UIKitLog.error("X11 compositor: the X server at '\(connection.displayName)' took "
            + String(format: "%.1f", seconds) + " s or more to answer a frame")
    }

    /// When no new tree follows a frame in which the server resampled turned parts, the last tree is composed again
    /// after a refresh interval, so that the client draws those parts exactly once the scene stands still.
    /// "Still" means no new tree for three of the recent frame periods (at least a refresh interval and 20 ms): a
    /// scene whose frames come slowly (thousands of layers, a slow link) is not still between two of them, and
    /// redrawing its turned parts on the client there would upload every one of them.
    private func refineWhenStill() {
        let frame = statistics.frames
        let delay = max(pacer.interval, 0.02, 3 * recentFramePeriod)
        DispatchQueue.main.asyncAfter(deadline: .now() + delay) { [weak self] in
            MainActor.assumeIsolated {
                guard let self, self.statistics.frames == frame else { return }
                self.recomposeResampledParts()
            }
        }
    }

    /// Composes the last tree again if the server resampled some of its turned parts or outlines (and no newer tree
    /// waits).
    private func recomposeResampledParts() {
        guard !serverTurnedParts.isEmpty || !serverPaints.resampledItems.isEmpty, pendingTree == nil, !windowIsGone,
              let tree = lastTree else { return }
        compose(tree)
    }

    /// The window was exposed: copy the back buffer again; nothing is redrawn, no `draw(_:)` is called.
    func repaint(_ rect: CGRect) {
        guard backBufferIsValid, !windowIsGone else { return }
        let bytesBefore = X11ProtocolByteCounter.bytesWritten(on: display)
        let before = connection.nextRequestSerial
        copyToWindow([rect])
        statistics.requests += Int(connection.nextRequestSerial &- before)
        XFlush(display)
        statistics.protocolBytes += X11ProtocolByteCounter.bytesWritten(on: display) - bytesBefore
    }

    /// Presents the tree waiting for the next refresh, if any, now, and waits until the server has shown every frame
    /// sent (tests reading pixels back, benchmarks).
    func finishFrames() {
        guard !windowIsGone else { return }
        // A paced tree held back for the frame in flight goes once that frame is executed.
        if pendingTree != nil, pacer.frameInFlight { waitForServer() }
        presentPendingTree()
        recomposeResampledParts()
        waitForServer()
    }

    /// Presents the tree waiting for the next refresh, if any, and waits until the server has executed every frame
    /// sent, leaving parts the server resampled as they are (benchmarks measuring motion).
    func waitForFrames() {
        guard !windowIsGone else { return }
        if pendingTree != nil, pacer.frameInFlight { waitForServer() }
        presentPendingTree()
        waitForServer()
    }

    private func waitForServer() {
        serverWasWaitedFor = true
        XSync(display, 0)
        // The markers are queued now: taking them notes their round trips (a stall shows here too).
        takeFrameMarkers()
        pacer.serverCaughtUp()
        uploader?.serverCaughtUp()
    }

    /// Before a frame is sent: how long the client waited for the frames in flight to leave room for it (the time
    /// since a paced frame was held back for it included), nil when the server was waited for whole since the last
    /// frame. An unpaced frame waits for the oldest one's marker at most `X11FramePacer.unpacedWaitSeconds`, and is
    /// sent anyway after that (a stalled link must not stop the app).
    private func waitForFrameInFlight() -> Double? {
        defer { heldBackSince = nil; serverWasWaitedFor = false }
        let heldBack = heldBackSince.map { X11FramePacer.now() - $0 } ?? 0
        // Answered before it was needed (the event loop read its marker): the server was the quicker side.
        guard pacer.isFull else { return serverWasWaitedFor ? nil : heldBack }
        let start = X11FramePacer.now()
        takeFrameMarkers(waitingAtMost: pacer.isPaced ? 0 : X11FramePacer.unpacedWaitSeconds)
        return heldBack + X11FramePacer.now() - start
    }

    /// Recomposites `damage` of the destination from `items`, back to front.
    /// Below everything, a window is black, as an empty screen (and the reference snapshot) is.
    func paint(_ items: [X11DrawItem], damage: X11DamageRegion, into destination: UInt,
               background: XRenderColor = XRenderColor(red: 0, green: 0, blue: 0, alpha: 0xffff)) {
        setClip(damage.rectangles, on: destination)
        // Under an opaque fill that covers the damage (a window's background) the black would never show: the
        // server fills the damage once, as a program drawing on its own would.
        if !(items.first?.opaquelyCovers(damage.rectangles) ?? false) {
            var color = background
            var rects = damage.rectangles.map(\.xRectangle)
            XRenderFillRectangles(display, PictOpSrc, destination, &color, &rects, Int32(rects.count))
            statistics.backgroundFills += 1
        }
        for item in items { draw(item, within: damage, into: destination) }
    }

    /// Draws the part of `item` within `damage`, if any.
    private func draw(_ item: X11DrawItem, within damage: X11DamageRegion, into destination: UInt) {
        guard damage.intersects(item.box) else { return }
        let clip = damage.rectangles.count == 1 && item.clip.contains(damage.rectangles[0])
            ? damage.rectangles : damage.clipped(to: item.clip)
        guard !clip.isEmpty else { return }
        draw(item, into: destination, clip: clip)
    }

    /// Damages the turned parts (and upright subtrees, ladder-scaled flat pictures) the server resampled in the last
    /// frame that have not changed since, so that the client draws them as the reference does now that they stand
    /// still. Returns their keys.
    private func refineServerTurnedParts(_ items: [X11DrawItem], damage: inout X11DamageRegion)
        -> Set<X11DrawItem.Key> {
        guard !serverTurnedParts.isEmpty else { return [] }
        var unchanged = Set<X11DrawItem.Key>()
        for item in items where item.isOffscreen {
            guard let last = serverTurnedParts[item.key], item.looksSame(as: last) else { continue }
            damage.add(item.box)
            unchanged.insert(item.key)
        }
        serverTurnedParts = [:]
        return unchanged
    }

    // MARK: Precomposed layers

    /// The pictures of the unchanged items around `changed`: kept while only those items change, made when the
    /// same few items changed two frames running, and freed when anything else changes.
    private func precomposedLayers(for items: [X11DrawItem], changed: Range<Int>?) -> X11PrecomposedLayers? {
        guard let changed, !changed.isEmpty else {
            freePrecomposedLayers()
            return nil
        }
        if let layers = precomposed, layers.covers(changed, itemCount: items.count) { return layers }
        freePrecomposedLayers()
        // Two window-sized pictures must fit in the budget beside what is cached (else they would evict it).
        let pictureBytes = 2 * pixelWidth * pixelHeight * 4
        guard X11PrecomposedLayers.isWorthMaking(for: changed, previous: previousChangedItems, itemCount: items.count),
              statistics.serverBytesHeld + pictureBytes <= serverMemoryBudget else { return nil }
        var all = X11DamageRegion(bounds: windowBounds)
        all.addAll()
        guard let below = makePicture(width: pixelWidth, height: pixelHeight) else { return nil }
        guard let above = makePicture(width: pixelWidth, height: pixelHeight) else {
            below.free()
            return nil
        }
        paint(Array(items[..<changed.lowerBound]), damage: all, into: below.picture)
        paint(Array(items[changed.upperBound...]), damage: all, into: above.picture, background: XRenderColor())
        let layers = X11PrecomposedLayers(live: changed, itemCount: items.count, below: below, above: above)
        statistics.serverBytesHeld += layers.byteCount
        statistics.precompositions += 1
        precomposed = layers
        return layers
    }

    /// Recomposites `damage` from the picture below, the live items and the picture above.
    private func paint(_ items: [X11DrawItem], around layers: X11PrecomposedLayers, damage: X11DamageRegion) {
        setClip(damage.rectangles, on: backPicture)
        let box = damage.boundingBox.xRectangle
        func composite(_ op: Int32, _ picture: X11Picture) {
            XRenderComposite(display, op, picture.picture, 0, backPicture, Int32(box.x), Int32(box.y), 0, 0,
                             Int32(box.x), Int32(box.y), UInt32(box.width), UInt32(box.height))
            statistics.composites += 1
        }
        composite(PictOpSrc, layers.below)
        for index in layers.live { draw(items[index], within: damage, into: backPicture) }
        composite(PictOpOver, layers.above)
    }

    private func freePrecomposedLayers() {
        guard let layers = precomposed else { return }
        precomposed = nil
        statistics.serverBytesHeld -= layers.byteCount
        for picture in [layers.below, layers.above] {
            clipOfPicture[picture.picture] = nil
            picture.free()
        }
    }

    private func copyToWindow(_ rects: [CGRect]) {
        for rect in rects {
            let r = rect.intersection(windowBounds).integral
            guard !r.isEmpty, !r.isNull else { continue }
            XCopyArea(display, backPixmap, window, windowGC, Int32(r.minX), Int32(r.minY), UInt32(r.width),
                      UInt32(r.height), Int32(r.minX), Int32(r.minY))
        }
    }

    // MARK: Damage

    /// Whether the last diff saw items come, go or change sprites (so some cached picture may have lost its last user).
    private var sourcesChanged = false

    /// Damages the old and new boxes of every item that appeared, went, changed or moved in the drawing order.
    /// Returns the indices from the first to the last changed item when the lists have the same keys in the same
    /// order (else nil).
    private func addDamage(from old: [X11DrawItem], to new: [X11DrawItem], into damage: inout X11DamageRegion)
        -> Range<Int>? {
        sourcesChanged = false
        var firstChanged = Int.max, lastChanged = -1
        func compare(_ item: X11DrawItem, with previous: X11DrawItem, at index: Int) {
            guard !item.looksSame(as: previous) else { return }
            firstChanged = min(firstChanged, index)
            lastChanged = max(lastChanged, index)
            damage.add(previous.box)
            damage.add(item.box)
            // A changed offscreen picture is replaced under the same key when drawn; anything else that changed
            // source may leave a picture without users.
            if !item.hasSameSource(as: previous) && !(previous.isOffscreen && item.isOffscreen) {
                sourcesChanged = true
            }
        }
        // Usually the items are the same ones in the same order: pair them up without hashing while they are.
        var common = 0
        while common < old.count, common < new.count, old[common].key == new[common].key {
            compare(new[common], with: old[common], at: common)
            common += 1
        }
        guard common < old.count || common < new.count else {
            return lastChanged < 0 ? 0..<0 : firstChanged..<(lastChanged + 1)
        }
        var oldIndex: [X11DrawItem.Key: Int] = [:]
        oldIndex.reserveCapacity(old.count - common)
        for index in common..<old.count { oldIndex[old[index].key] = index }
        var matchedOldIndices: [Int] = []
        matchedOldIndices.reserveCapacity(new.count - common)
        for item in new[common...] {
            guard let index = oldIndex.removeValue(forKey: item.key) else {
                damage.add(item.box)
                sourcesChanged = true
                continue
            }
            matchedOldIndices.append(index)
            compare(item, with: old[index], at: 0)
        }
        for index in oldIndex.values {
            damage.add(old[index].box)
            sourcesChanged = true
        }
        // Items kept but drawn in another order (zPosition, sublayer order): where they overlap, the order shows.
        var previousIndex = -1
        var reordered = false
        for index in matchedOldIndices {
            if index < previousIndex { reordered = true; break }
            previousIndex = index
        }
        if reordered {
            for item in new[common...] { damage.add(item.box) }
            for item in old[common...] { damage.add(item.box) }
        }
        return nil
    }

    func destroy() {
        guard !isDestroyed else { return }
        isDestroyed = true
        connection.frameMarkerHandlers[window] = nil
        freeServerResources()
    }

    private func freeServerResources() {
        for cached in sprites.values { cached.picture.free() }
        sprites = [:]
        for cached in offscreens.values { cached.picture.free() }
        offscreens = [:]
        for cached in backdropBlurs.values { cached.picture.free() }
        backdropBlurs = [:]
        _ = serverPaints.freeAll()
        for mask in alphaMasks.values { XRenderFreePicture(display, mask) }
        alphaMasks = [:]
        for mask in particleColorMasks.values { XRenderFreePicture(display, mask) }
        particleColorMasks = [:]
        freeParticleTints()
        freeBackBuffer()
        XFreeGC(display, windowGC)
        XFreeGC(display, spriteGC)
        XFreePixmap(display, spriteGCPixmap)
        uploader?.detach()
        statistics.serverBytesHeld = 0
    }
}

extension CGRect {
    /// The rectangle as X wants it, clamped to X's 16-bit coordinates.
    var xRectangle: XRectangle {
        XRectangle(x: Int16(clamping: Int(minX)), y: Int16(clamping: Int(minY)),
                   width: UInt16(clamping: Int(width)), height: UInt16(clamping: Int(height)))
    }
}

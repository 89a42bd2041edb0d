// The embedded wallet's frame page script (built into its own small bundle, served by the auth service).
import { runFrame } from '../exports/frame.js'

runFrame()

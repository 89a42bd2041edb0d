import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App.js'

const root = document.getElementById('root')
if (!root) throw new Error('index.html needs <div id="root"></div>')
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
)

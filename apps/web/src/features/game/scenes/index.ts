import type * as Phaser from 'phaser';
import { RoomPreviewScene } from '../room/RoomPreviewScene';
import { AwardsHallScene } from './AwardsHallScene';
import { BindingsScene } from './BindingsScene';
import { ChapterSelectScene } from './ChapterSelectScene';
import { CheckpointTransitionScene } from './CheckpointTransitionScene';
import { GameManagerScene } from './GameManagerScene';
import { MainMenuScene } from './MainMenuScene';
import { SettingsScene } from './SettingsScene';

/**
 * Every scene of the game, the first one started. The Entry step runs before the game is made
 * (GamePage), so MainMenu comes first. The room's scene (room/RoomPreviewScene.ts) joins this
 * list with one line; until then 'Go to My Room' finds no scene to start.
 */
export const SCENES: Phaser.Types.Scenes.SceneType[] = [
  MainMenuScene,
  ChapterSelectScene,
  CheckpointTransitionScene,
  GameManagerScene,
  AwardsHallScene,
  SettingsScene,
  BindingsScene,
  RoomPreviewScene,
];
